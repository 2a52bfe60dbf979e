"""Rules: structure."""
from __future__ import annotations
