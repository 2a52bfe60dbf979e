"""Rules: control."""
from __future__ import annotations
