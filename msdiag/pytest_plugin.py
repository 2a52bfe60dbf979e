"""Opt-in pytest plugin: `pytest -p msdiag.pytest_plugin` adds an "msdiag" section to tests that fail with a diagnosed graph error.

It is deliberately not registered under the `pytest11` entry point, so installing msdiag never
changes anyone's test runs. While a test runs (setup, call and teardown) msdiag watches every
graph call, as `msdiag.install()` does; afterwards MindSpore is restored as it was. Turn it off
for one run of a project that loads it from a conftest or `addopts` with `-p no:msdiag.pytest_plugin`.
"""
from __future__ import annotations

from typing import Any, Generator

import pytest

from .attached import failure_for
from .model import Failure
from .render.text import render_finding

SECTION = "msdiag"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, Any, None]:
    import msdiag

    installed_here = not msdiag.installed()
    if installed_here:
        msdiag.install()
    try:
        yield
    finally:
        if installed_here:
            msdiag.uninstall()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if call.excinfo is None or not report.failed:
        return
    try:
        failure = _diagnosed(call.excinfo.value)
        if failure is None:
            return
        report.sections.append((SECTION, failure_section(failure)))
        if failure.findings:
            first = failure.findings[0]
            report.user_properties.append((SECTION, f"{first.code} {first.span.file}:{first.span.line}"))
    except Exception as internal:  # noqa: BLE001 - the test's own failure report must stand
        report.sections.append((SECTION, f"msdiag: could not add the diagnosis ({type(internal).__name__}: {internal})"))


def _diagnosed(error: BaseException) -> Failure | None:
    """The error itself, or the graph error it was raised from (`raise X from graph_error`, or during handling)."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        failure = failure_for(current)
        if failure is not None:
            return failure
        current = current.__cause__ or current.__context__
    return None


def failure_section(failure: Failure) -> str:
    """Every finding in full, root cause first (the note on the exception shows the first only)."""
    lines = [f"{failure.phase} failure of `{failure.target}`: {failure.exception.type}: {failure.exception.message}"]
    if not failure.findings:
        lines.append("no diagnosis for this failure")
    for finding in failure.findings:
        lines.extend(render_finding(finding))
    if failure.diagnosis_error:
        lines.append(f"note: {failure.diagnosis_error}")
    return "\n".join(lines)
