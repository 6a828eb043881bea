"""The pygame side of Tabletop: app, scenes, layouts, zone drawers, theme."""
