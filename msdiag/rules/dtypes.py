"""Rules: dtypes."""
from __future__ import annotations
