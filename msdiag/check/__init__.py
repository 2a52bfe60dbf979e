"""Static check: find graph-mode problems by reading the source, without importing or running it."""
from __future__ import annotations

from .context import ClassContext, ClassRule, FunctionContext, FunctionRule
from .runner import CheckResult, check_paths, check_project

__all__ = ["CheckResult", "ClassContext", "ClassRule", "FunctionContext", "FunctionRule", "check_paths", "check_project"]
