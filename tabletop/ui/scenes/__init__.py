"""The app's scenes: menu, setup, table, handover, rules, load/save and results."""
