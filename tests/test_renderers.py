"""The Markdown and notebook renderers on one real report: a GRAPH_MODE duplicate-argument failure compiled here."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from msdiag.report.records import ExceptionInfo, Failure, Finding, Report, Span
from msdiag.report.html import failure_to_html, inline, report_to_html
from msdiag.report.text import Place
from msdiag.report.markdown import Environment, report_to_markdown
from models import seed_bridge



def _model():
    return seed_bridge.Bridge(), seed_bridge.image_embeddings()


SEED = Path(seed_bridge.__file__)
ROOT_LINE = next(n for n, line in enumerate(SEED.read_text().splitlines(), 1) if line.endswith("# root line"))


@pytest.fixture(scope="module")
def report() -> Report:
    import mindspore as ms

    import msdiag
    from msdiag.engine import session

    before = ms.get_context("mode")
    session.reset()
    ms.set_context(mode=ms.GRAPH_MODE)
    msdiag.install()
    try:
        net, x = _model()
        with pytest.raises(TypeError, match="Multiply values for specific argument: query_embeds"):
            net(x)
        return session.current().report
    finally:
        msdiag.uninstall()
        ms.set_context(mode=before)
        session.reset()


ENV = Environment("0.1.0", "2.10.0", "3.11.7 (CPython)", "1.26.4", "Linux x86_64", "CPU", "GRAPH_MODE")


def test_markdown_sections(report: Report) -> None:
    text = report_to_markdown(report, ENV)
    (failure,) = report.failures
    assert text.startswith("## msdiag report\n")
    assert f"### 1. compile failure of `{failure.target}`" in text
    assert "```\nTypeError: Multiply values for specific argument: query_embeds\n```" in text
    assert "**error[MSD101] duplicate-argument**: `query_embeds` of `QFormer.construct` gets two values" in text
    assert re.search(rf"^> {ROOT_LINE} \|\s+return self\.qformer\(img_embeds, query_embeds=self\.query_tokens\)", text, re.M)
    assert re.search(r"^\s+\| +\^{10,}$", text, re.M)  # the call's columns underlined
    assert re.search(rf"`[^`]*seed_bridge\.py:{ROOT_LINE}:\d+`", text)
    assert "**Why.** " in text and "**Fix (" in text and "<details><summary>Evidence</summary>" in text
    env = text[text.index("### Environment"):]
    for row in ("| msdiag | 0.1.0 |", "| MindSpore | 2.10.0 |", "| Python | 3.11.7 (CPython) |", "| numpy | 1.26.4 |",
                "| device target | CPU |", "| execution mode | GRAPH_MODE |"):
        assert row in env
    assert text.count("```") % 2 == 0


def test_markdown_environment_of_this_process(report: Report) -> None:
    import mindspore as ms
    import numpy as np

    text = report_to_markdown(report)
    assert f"| MindSpore | {ms.__version__} |" in text and f"| numpy | {np.__version__} |" in text
    assert f"| device target | {ms.get_context('device_target')} |" in text
    assert re.search(r"\| execution mode \| (GRAPH|PYNATIVE)_MODE \|", text)


def test_markdown_fences_survive_backticks_in_source() -> None:
    failure = Failure("run", ExceptionInfo("ValueError", "has ``` inside"), [], "f")
    text = report_to_markdown(Report(["x"], 1, [failure]), ENV)
    assert "````\nValueError: has ``` inside\n````" in text and "msdiag found no cause" in text


def test_html_what_where_why_fix(report: Report) -> None:
    (failure,) = report.failures
    page = failure_to_html(failure)
    assert "MSD101" in page and "<details open>" in page
    for heading in ("What", "Where: ", "Why", "Fix"):
        assert heading in page
    assert f"seed_bridge.py:{ROOT_LINE}" in page
    hit = re.search(rf"data-msdiag-line='{ROOT_LINE}'>(.*?)\n", page)
    assert hit and re.search(r"<mark[^>]*>self\.qformer\(img_embeds, query_embeds=self\.query_tokens\)</mark>", hit.group(1))
    assert report_to_html(report) == page


def test_html_names_cells_through_the_locator(report: Report) -> None:
    (failure,) = report.failures
    cell = tuple(f"line {n}" for n in range(1, 200))
    page = failure_to_html(failure, lambda file, line: Place("In [7]", line, cell, cell=True))
    assert f"In [7], line {ROOT_LINE}" in page


def test_html_escapes_user_text() -> None:
    finding = Finding("MSD901", "graph-error", "error", Span("<cell>", 1), "bad `a<b>` & <script>", "x < y")
    page = failure_to_html(Failure("run", ExceptionInfo("E", "m"), [finding], "<T>"))
    assert "<script>" not in page and "&lt;script&gt;" in page and "<code>a&lt;b&gt;</code>" in page
    assert "<code>&lt;T&gt;</code>" in page
    assert inline("`x`") == "<code>x</code>"


def test_plain_text_for_terminal_ipython(report: Report) -> None:
    from msdiag.ipython import failure_to_text

    (failure,) = report.failures
    text = failure_to_text(failure, lambda file, line: Place("In [3]", line, (), cell=True))
    assert text.startswith("msdiag: compile failure of")
    assert f"--> In [3], line {ROOT_LINE}, column" in text and "[MSD101]" in text
