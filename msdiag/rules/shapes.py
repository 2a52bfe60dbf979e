"""Rules: shapes."""
from __future__ import annotations
