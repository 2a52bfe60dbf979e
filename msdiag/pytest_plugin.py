"""Opt-in pytest plugin: `pytest -p msdiag.pytest_plugin` adds an "msdiag" section to tests that fail with a diagnosed graph error.

A graph error is diagnosed only once its test has failed with it (raised, or chained): errors a
test expects cost nothing beyond keeping them until the test ends.

It is deliberately not registered under the `pytest11` entry point, so installing msdiag never
changes anyone's test runs. While a test runs (setup, call and teardown) msdiag watches every
graph call, as `msdiag.install()` does; afterwards MindSpore is restored as it was. Turn it off
for one run of a project that loads it from a conftest or `addopts` with `-p no:msdiag.pytest_plugin`.
"""
from __future__ import annotations

from typing import Any, Generator

import pytest

from . import hooks
from .engine import diagnose, session
from .engine.session import failure_for
from .report.records import MARK, Failure
from .report.text import failure_lines

SECTION = "msdiag"


_STASH_SINCE = pytest.StashKey[int]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, Any, None]:
    installed_here = not hooks.installed()
    if installed_here:
        hooks.install()
    # `pytest.raises(match=...)` matches notes too (pytest 8): the diagnosis goes into the test
    # report, never onto the exception, so a test passes or fails exactly as without msdiag.
    previous = diagnose.attach_notes(False)
    # Failures are kept, and diagnosed only when the test fails with one (most are expected).
    diagnose.defer(True)
    item.stash[_STASH_SINCE] = len(session.current().report.failures)
    try:
        yield
    finally:
        diagnose.defer(False)
        diagnose.attach_notes(previous)
        if installed_here:
            hooks.uninstall()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if call.excinfo is None or not report.failed:
        return
    try:
        failure = _diagnosed(call.excinfo.value, item.stash.get(_STASH_SINCE, 0))
        if failure is None:
            return
        report.sections.append((SECTION, failure_section(failure)))
        if failure.findings:
            first = failure.findings[0]
            # On the item: the JUnit XML writer reads the item's properties.
            item.user_properties.append((SECTION, f"{first.code} {first.span.file}:{first.span.line}"))
    except Exception as internal:  # noqa: BLE001 - the test's own failure report must stand
        report.sections.append((SECTION, f"{MARK} could not add the diagnosis ({type(internal).__name__}: {internal})"))


def _diagnosed(error: BaseException, since: int) -> Failure | None:
    """The error itself, or the graph error it was raised from (`raise X from graph_error`, or during handling)."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        diagnose.diagnose_deferred(current)
        failure = failure_for(current, since)
        if failure is not None:
            return failure
        current = current.__cause__ or current.__context__
    return None


def failure_section(failure: Failure) -> str:
    """Every finding in full, root cause first (the note on the exception shows the first only)."""
    return "\n".join(failure_lines(failure))
