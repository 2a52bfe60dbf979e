"""English and Simplified Chinese: the language is chosen from the environment, every message and
rule page exists in both, and a real diagnosis speaks Chinese while MindSpore's error stays as it was."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from msdiag import catalogue
from msdiag.engine.static import check_paths
import msdiag.locale
from msdiag.locale import language, placeholders, source_hash, tr
from msdiag.locale.en import MESSAGES as EN
from msdiag.locale.zh import MESSAGES as ZH_REVIEWED
from msdiag.locale.zh_docs import DOCS as ZH_DOCS
from msdiag.rules.base import HEADINGS
from msdiag.rules.registry import all_rules, rule_for

ROOT = Path(__file__).resolve().parent.parent
ZH = {key: text for key, (text, _) in ZH_REVIEWED.items()}
CJK = re.compile(r"[\u4e00-\u9fff]")
_CODE_BLOCK = re.compile(r"```.*?```", re.DOTALL)
_LANGUAGE_VARIABLES = ("MSDIAG_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def clean_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for variable in _LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({}, "en"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"}, "en"),
        ({"LC_ALL": "zh_TW.UTF-8"}, "zh"),
        ({"MSDIAG_LANG": "zh"}, "zh"),
        ({"MSDIAG_LANG": "en", "LANG": "zh_CN.UTF-8"}, "en"),
        ({"MSDIAG_LANG": "zh", "LC_ALL": "en_US.UTF-8"}, "zh"),
        ({"MSDIAG_LANG": "fr"}, "en"),
    ],
)
def test_language_comes_from_msdiag_lang_then_the_locale(clean_locale, environment, expected) -> None:
    for variable, value in environment.items():
        clean_locale.setenv(variable, value)
    assert language() == expected


def test_every_message_exists_in_both_languages_with_the_same_placeholders() -> None:
    assert set(EN) == set(ZH), f"only English: {set(EN) - set(ZH)}; only Chinese: {set(ZH) - set(EN)}"
    different = {key: (placeholders(EN[key]), placeholders(ZH[key]))
                 for key in EN if placeholders(EN[key]) != placeholders(ZH[key])}
    assert not different, different


def test_every_translation_was_reviewed_against_the_current_english() -> None:
    stale = sorted(key for key, (_, reviewed) in ZH_REVIEWED.items() if reviewed != source_hash(EN[key]))
    assert not stale, (f"the English of {stale} changed since its Chinese was reviewed: review msdiag/locale/zh.py "
                       "and set each hash to msdiag.locale.source_hash(<English>)")


def test_every_rule_page_translation_was_reviewed_against_the_current_docstring() -> None:
    import inspect

    stale = sorted(code for code, (_, reviewed) in ZH_DOCS.items()
                   if reviewed != source_hash(inspect.cleandoc(rule_for(code).__doc__ or "")))
    assert not stale, f"the English docs of {stale} changed since the Chinese was reviewed (msdiag/locale/zh_docs.py)"


def test_a_changed_english_message_is_noticed(monkeypatch: pytest.MonkeyPatch) -> None:
    key = "MSD102.message"
    assert ZH_REVIEWED[key][1] == source_hash(EN[key])
    monkeypatch.setitem(EN, key, EN[key] + " (reworded)")
    assert ZH_REVIEWED[key][1] != source_hash(EN[key])


def test_chinese_messages_are_chinese_and_keep_code_in_backticks() -> None:
    # Templates that are only code or punctuation need no Chinese.
    code_only = {key for key, text in EN.items() if not re.sub(r"`[^`]*`|\{\w+\}|[\W\d_]", "", text)}
    # A separator; the link back to the English pages; a product name before MindSpore's own words.
    code_only |= {"MSD403.and", "index.other_language", "seen.mindspore"}
    untranslated = [key for key in ZH if key not in code_only and not CJK.search(ZH[key])]
    assert not untranslated, untranslated
    for key, text in EN.items():
        english_code = [span for span in re.findall(r"`[^`]*`", text) if "{" not in span]
        missing = [code for code in english_code if code not in ZH[key]]
        assert not missing, f"{key}: the Chinese text lost {missing}"


def test_tr_uses_the_current_language_and_falls_back_to_english(clean_locale) -> None:
    assert tr("MSD102.message", callee="Net.construct", name="atention_mask") == \
        "`Net.construct` has no parameter `atention_mask`"
    clean_locale.setenv("MSDIAG_LANG", "zh")
    assert tr("MSD102.message", callee="Net.construct", name="atention_mask") == \
        "`Net.construct` 没有名为 `atention_mask` 的参数"
    assert tr("MSD102.message", lang="en", callee="Net.construct", name="x") == "`Net.construct` has no parameter `x`"
    # A broken translation must never break the diagnosis: English is used instead.
    clean_locale.setitem(msdiag.locale._ZH, "MSD102.message", "{no_such_placeholder}")
    assert tr("MSD102.message", callee="C", name="x") == "`C` has no parameter `x`"
    clean_locale.delitem(msdiag.locale._ZH, "MSD102.message")
    assert tr("MSD102.message", callee="C", name="x") == "`C` has no parameter `x`"


@pytest.mark.parametrize("rule", all_rules(), ids=[r.code for r in all_rules()])
def test_every_rule_has_chinese_docs_with_the_fixed_headings(rule) -> None:
    assert rule.code in ZH_DOCS, f"add {rule.code} to msdiag/locale/zh_docs.py"
    sections = rule.doc_sections("zh")
    assert list(sections) == list(HEADINGS["zh"]), list(sections)
    assert all(text.strip() for text in sections.values())
    assert CJK.search(rule.summary("zh")) and CJK.search(sections["功能"]) and CJK.search(sections["为什么有问题"])
    # The examples are code: the same in both languages.
    english = rule.doc_sections("en")
    for zh_heading, en_heading in (("示例", "Example"), ("改为", "Use instead")):
        assert _CODE_BLOCK.findall(sections[zh_heading]) == _CODE_BLOCK.findall(english[en_heading])


def test_explanation_and_pages_follow_the_language(clean_locale) -> None:
    rule = rule_for("MSD101")
    assert rule is not None
    assert rule.explanation() == rule.doc_sections("en")["Why is this bad?"]
    clean_locale.setenv("LANG", "zh_CN.UTF-8")
    assert rule.explanation() == rule.doc_sections("zh")["为什么有问题"]
    assert catalogue.rule_page(rule).startswith("# MSD101 `duplicate-argument`\n\n> 同一个参数")
    assert "## Why is this bad?" in catalogue.rule_page(rule, "en")
    assert "## 为什么有问题" in catalogue.rule_page(rule, "zh")


def test_msdiag_explain_lang_zh(capsys, clean_locale) -> None:
    assert catalogue.explain_main(["--lang", "zh", "MSD101"]) == 0
    page = capsys.readouterr().out
    assert "## 功能" in page and "## 改为" in page and "`TypeError: Multiply values for specific argument: <name>`" in page
    clean_locale.setenv("MSDIAG_LANG", "zh")
    assert catalogue.explain_main(["MSD302"]) == 0
    assert "## 为什么有问题" in capsys.readouterr().out
    assert catalogue.explain_main(["--lang", "en", "MSD302"]) == 0
    assert "## Why is this bad?" in capsys.readouterr().out


def _diagnose(script: Path, lang: str, tmp_path: Path) -> tuple[dict, str]:
    environment = {k: v for k, v in os.environ.items() if k not in _LANGUAGE_VARIABLES}
    environment["MSDIAG_LANG"] = lang
    report = tmp_path / f"report.{lang}.json"
    process = subprocess.run(
        [sys.executable, "-m", "msdiag", "run", "--json", str(report), str(script)],
        cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=600,
    )
    assert process.returncode != 0, process.stderr[-2000:]
    return json.loads(report.read_text(encoding="utf-8")), process.stderr


def test_a_real_diagnosis_in_chinese_keeps_mindspores_error_unchanged(tmp_path: Path) -> None:
    script = ROOT / "reproductions" / "MSD101-duplicate-argument" / "bad.py"
    zh, zh_stderr = _diagnose(script, "zh", tmp_path)
    en, en_stderr = _diagnose(script, "en", tmp_path)
    rule = rule_for("MSD101")
    assert rule is not None

    [zh_finding] = [f for f in zh["findings"] if f["code"] == "MSD101"]
    assert zh_finding["message"] == (
        "`QFormer.construct` 的参数 `query_embeds` 同时收到了两个值：位置参数 `img_embeds`（`construct` 的参数，第 73 行），"
        "以及关键字参数 `query_embeds=query_embeds`（第 74 行赋值）"
    )
    assert zh_finding["fix"]["title"] == "把 `img_embeds` 以关键字形式传给它本该对应的参数：`encoder_hidden_states=img_embeds`"
    assert zh_finding["explanation"] == rule.explanation("zh")

    [en_finding] = [f for f in en["findings"] if f["code"] == "MSD101"]
    assert en_finding["message"] == (
        "`query_embeds` of `QFormer.construct` gets two values: `img_embeds` positionally (parameter of `construct`, "
        "line 73) and `query_embeds=query_embeds` by keyword (assigned at line 74)"
    )
    assert en_finding["fix"]["title"] == (
        "pass `img_embeds` by keyword to the parameter it is meant for: `encoder_hidden_states=img_embeds`"
    )
    assert en_finding["explanation"] == rule.explanation("en")
    assert not CJK.search(json.dumps(en, ensure_ascii=False))

    # Same finding, same place, same edit; MindSpore's own exception untouched in both languages.
    for key in ("file", "line", "column", "end_line", "end_column"):
        assert zh_finding[key] == en_finding[key]
    assert zh_finding["fix"]["edits"] == en_finding["fix"]["edits"]
    original = {"type": "TypeError", "message": "Multiply values for specific argument: query_embeds"}
    assert zh["failures"][0]["exception"] == en["failures"][0]["exception"] == original
    for stderr in (zh_stderr, en_stderr):
        assert "TypeError: Multiply values for specific argument: query_embeds" in stderr


def test_static_check_speaks_chinese(clean_locale) -> None:
    fixtures = [str(ROOT / "tests" / "check_fixtures")]
    english = check_paths(fixtures)
    clean_locale.setenv("MSDIAG_LANG", "zh")
    chinese = check_paths(fixtures)
    assert not english.rule_errors and not chinese.rule_errors
    assert [(f.code, f.span) for f in chinese.findings] == [(f.code, f.span) for f in english.findings]
    assert english.findings
    for en_finding, zh_finding in zip(english.findings, chinese.findings):
        assert not CJK.search(en_finding.message) and CJK.search(zh_finding.message), zh_finding.message
        rule = rule_for(zh_finding.code)
        assert rule is not None and zh_finding.explanation == rule.explanation("zh")
        if en_finding.fix is not None:
            assert zh_finding.fix is not None and zh_finding.fix.edits == en_finding.fix.edits
            assert CJK.search(zh_finding.fix.title), zh_finding.fix.title


def test_no_key_is_written_twice_in_a_catalog() -> None:
    # A dict display keeps the last of two equal keys: a new message added under a key that is
    # already taken would silently replace the old one (and its translation's hash with it).
    import ast
    import collections

    for name in ("en.py", "zh.py"):
        tree = ast.parse((Path(msdiag.locale.__file__).parent / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                repeated = sorted(k for k, count in collections.Counter(keys).items() if count > 1)
                assert not repeated, (name, repeated)


def test_no_message_key_is_written_twice():
    """A dict literal keeps the last of two equal keys without a word: a new message written
    under an existing key would silently replace the old one (and break its callers' fields)."""
    import ast
    from pathlib import Path

    for name in ("en.py", "zh.py"):
        tree = ast.parse((Path(__file__).parent.parent / "msdiag" / "locale" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                assert sorted({k for k in keys if keys.count(k) > 1}) == [], name
