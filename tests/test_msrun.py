"""Per-rank reports: naming by launcher variables, merging, and a real 2-worker `msrun` where only rank 1 fails."""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from msdiag import summarize as ranks

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "/r/report.json"),
        ({"RANK_ID": "0"}, "/r/report.json"),  # single-device scripts often export RANK_ID=0
        ({"RANK_ID": "0", "RANK_SIZE": "1"}, "/r/report.json"),
        ({"RANK_ID": "1", "RANK_SIZE": "2", "MS_ROLE": "MS_WORKER"}, "/r/report.rank1.json"),
        ({"RANK_ID": "0", "RANK_SIZE": "2", "MS_ROLE": "MS_WORKER"}, "/r/report.rank0.json"),
        ({"RANK_ID": "0", "RANK_SIZE": "2", "MS_ROLE": "MS_SCHED"}, "/r/report.scheduler.json"),
        ({"RANK_ID": "3"}, "/r/report.rank3.json"),
        ({"OMPI_COMM_WORLD_RANK": "0", "OMPI_COMM_WORLD_SIZE": "4"}, "/r/report.rank0.json"),
        ({"PMI_RANK": "2", "PMI_SIZE": "4"}, "/r/report.rank2.json"),
        ({"RANK_SIZE": "2", "MS_ROLE": "MS_WORKER", "MS_NODE_ID": "1"}, "/r/report.rank1.json"),
    ],
)
def test_rank_report_path(environ: dict[str, str], expected: str) -> None:
    assert ranks.rank_report_path("/r/report.json", environ) == expected


def test_rank_report_path_without_extension() -> None:
    assert ranks.rank_report_path("/r/out", {"RANK_ID": "1", "RANK_SIZE": "2"}) == "/r/out.rank1.json"


def _report(exit_code: int | None, failures: list[dict], findings: list[dict]) -> dict:
    return {"schema": "msdiag.report/1", "msdiag": "0", "mindspore": "2.10.0", "python": "3.11", "command": [],
            "exit_code": exit_code, "failures": failures, "findings": findings}


FINDING = {"code": "MSD101", "name": "duplicate-argument", "severity": "error", "file": "/w/train.py", "line": 32,
           "end_line": 32, "column": 19, "end_column": 70, "message": "`q` gets two values", "explanation": "",
           "fix": None, "evidence": [], "url": "docs/rules/MSD101.md"}
FAILURE = {"phase": "compile", "exception": {"type": "TypeError", "message": "Multiply values"}, "findings": [0]}


def test_summarize_merges_identical_failures_and_names_the_earliest(tmp_path: Path) -> None:
    for rank, when in ((0, 300.0), (1, 100.0), (2, 200.0)):
        path = tmp_path / f"report.rank{rank}.json"
        path.write_text(json.dumps(_report(1, [FAILURE], [FINDING])))
        os.utime(path, (when, when))
    (tmp_path / "report.rank3.json").write_text(json.dumps(_report(0, [], [])))
    (tmp_path / "report.scheduler.json").write_text(json.dumps(_report(1, [], [])))
    summary = ranks.summarize(str(tmp_path))
    assert [r["rank"] for r in summary["ranks"]] == [0, 1, 2, 3]
    (failure,) = summary["failures"]
    assert failure["ranks"] == [0, 1, 2] and failure["first_rank"] == 1
    assert summary["first_failing_rank"] == 1
    # A `time` field in the report wins over the file's time.
    timed = dict(FAILURE, time=50.0)
    (tmp_path / "report.rank2.json").write_text(json.dumps(_report(1, [timed], [FINDING])))
    assert ranks.summarize(str(tmp_path))["first_failing_rank"] == 2


def test_summarize_keeps_different_failures_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = dict(FINDING, line=40)
    (tmp_path / "report.rank0.json").write_text(json.dumps(_report(1, [FAILURE], [other])))
    (tmp_path / "report.rank1.json").write_text(json.dumps(_report(1, [FAILURE], [FINDING])))
    (tmp_path / "report.rank2.json").write_text("{not json")
    out = tmp_path / "summary.json"
    assert ranks.main([str(tmp_path), "--json", str(out)]) == 1
    summary = json.loads(out.read_text())
    assert len(summary["failures"]) == 2
    assert "unreadable report" in summary["ranks"][2]["error"]
    text = capsys.readouterr().out
    assert "first failing rank:" in text and "/w/train.py:40:20" in text and "/w/train.py:32:20" in text


def test_summarize_without_reports(tmp_path: Path) -> None:
    assert ranks.main([str(tmp_path)]) == 2


TRAIN = '''\
"""Two ranks; rank 1's config calls the QFormer with a duplicate keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank

ms.set_context(mode=ms.GRAPH_MODE)
init()


class QFormer(nn.Cell):
    def __init__(self, dim=8):
        super().__init__()
        self.dense = nn.Dense(dim, dim)

    def construct(self, query_embeds, encoder_hidden_states):
        return self.dense(query_embeds) + encoder_hidden_states.mean(axis=1, keep_dims=True)


class Bridge(nn.Cell):
    def __init__(self, legacy_call, dim=8):
        super().__init__()
        self.legacy_call = legacy_call
        self.query_tokens = ms.Parameter(ms.Tensor(np.zeros((1, 2, dim)), ms.float32), name="query_tokens")
        self.qformer = QFormer(dim)

    def construct(self, img_embeds):
        if self.legacy_call:
            return self.qformer(img_embeds, query_embeds=self.query_tokens)  # root: rank 1 only
        return self.qformer(self.query_tokens, img_embeds)


net = Bridge(legacy_call=(get_rank() == 1))
out = net(ms.Tensor(np.ones((1, 3, 8), np.float32)))
print("rank", get_rank(), "ok", out.shape, flush=True)
'''


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("msrun", path=str(BIN)) is None, reason="msrun is not installed next to python")
def test_msrun_two_workers_rank1_fails(tmp_path: Path) -> None:
    script = tmp_path / "train.py"
    script.write_text(TRAIN)
    root_line = next(n for n, line in enumerate(TRAIN.splitlines(), 1) if "# root: rank 1 only" in line)
    logs = tmp_path / "logs"
    env = dict(os.environ)
    env.pop("MSDIAG", None)
    for name in ("RANK_ID", "RANK_SIZE", "MS_ROLE", "MS_NODE_ID"):
        env.pop(name, None)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"  # msrun starts workers as bare `python`
    env["GLOG_v"] = "3"
    # The worker command documented in docs/distributed.md: msrun runs `python ARGS` as given.
    command = [str(BIN / "msrun"), "--worker_num=2", "--local_worker_num=2", "--master_addr=127.0.0.1",
               f"--master_port={_free_port()}", f"--log_dir={logs}", "--join=True",
               "python", "-m", "msdiag", "run", "--json", str(tmp_path / "report.json"), str(script)]
    started = time.monotonic()
    try:
        completed = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=150)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"msrun did not finish in 150 s: {expired.stdout!r:.2000}")
    elapsed = time.monotonic() - started
    worker1 = (logs / "worker_1.log").read_text(errors="replace")
    assert completed.returncode != 0, completed.stdout[-2000:]
    assert "Multiply values for specific argument: query_embeds" in worker1
    assert "rank 0 ok" in (logs / "worker_0.log").read_text(errors="replace")

    reports = sorted(p.name for p in tmp_path.glob("report*.json"))
    assert "report.rank1.json" in reports, (reports, worker1[-3000:])
    failing = json.loads((tmp_path / "report.rank1.json").read_text())
    (failure,) = failing["failures"]
    assert failure["exception"]["type"] == "TypeError"
    root = failing["findings"][failure["findings"][0]]
    assert (root["code"], Path(root["file"]).resolve(), root["line"]) == ("MSD101", script.resolve(), root_line)
    if (tmp_path / "report.rank0.json").exists():
        assert json.loads((tmp_path / "report.rank0.json").read_text())["failures"] == []

    summary = ranks.summarize(str(tmp_path))
    assert summary["first_failing_rank"] == 1
    assert [item["ranks"] for item in summary["failures"]] == [[1]]
    text = ranks.summary_to_text(summary)
    assert "first failing rank: 1" in text and f"{script.resolve()}:{root_line}:" in text
    assert re.search(r"rank 1: exit 1, 1 failure", text)
    assert elapsed < 150


# --- issue 11: what summarize refuses ---------------------------------------------------------------

def test_summarize_refuses_what_is_not_a_run_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "report.rank0.json").write_text(json.dumps([1, 2]))
    (tmp_path / "report.rank1.json").write_text(json.dumps({"schema": "something.else/2", "failures": []}))
    (tmp_path / "report.rank2.json").write_text(json.dumps(dict(_report(None, [], []), exit_code="1")))
    (tmp_path / "report.rank3.json").write_text(json.dumps(_report(-9, [], [])))
    assert ranks.main([str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "rank 0: not an msdiag report: a JSON list, not an object" in text
    assert 'rank 1: not an msdiag run report: schema "something.else/2", expected msdiag.report/1' in text
    assert "rank 2: not an msdiag run report: `exit_code` has the wrong type" in text
    assert "rank 3: killed by SIGKILL, no failure" in text
    assert "still running" not in text


def test_summarize_bad_json_path_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "report.rank0.json").write_text(json.dumps(_report(0, [], [])))
    assert ranks.main([str(tmp_path), "--json", str(tmp_path / "missing" / "summary.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("msdiag summarize: could not write")
