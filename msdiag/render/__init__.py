"""Renderers: each is a pure function of a report object."""
