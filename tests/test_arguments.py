"""Which argument of a call MindSpore's message is about (pure logic, on MindSpore 2.10's own
message texts)."""
from __future__ import annotations

import ast

from msdiag.model.facts import Frame
from msdiag.rules.binding import _rejected_argument


class _Settings:
    EXPORT_STEM = "pcb_detector"
    EXPORT_FORMAT = "AIR"


def _call(text: str) -> ast.Call:
    node = ast.parse(text).body[0].value  # type: ignore[attr-defined]
    assert isinstance(node, ast.Call)
    return node


_EXPORT = _call("ms.export(net, dummy, file_name=C.EXPORT_STEM, file_format=C.EXPORT_FORMAT)")
_FRAME = Frame("export.py", 12, 12, 4, None, "export_for_deployment", locals={}, globals={"C": _Settings})
_PARAMETERS = ["net", "file_name", "file_format"]


def test_a_value_the_message_quotes_names_its_argument():
    # ms.export on a backend without AIR support (2.10's text)
    found = _rejected_argument(_EXPORT, _FRAME, _PARAMETERS, "Only support export file in 'AIR' format with Ascend backend.")
    assert found is not None and found[0] == "file_format"
    assert ast.unparse(found[1]) == "C.EXPORT_FORMAT"


def test_a_value_the_message_does_not_quote_names_nothing():
    found = _rejected_argument(_EXPORT, _FRAME, _PARAMETERS, "Only support export file in AIR format with Ascend backend.")
    assert found is None


def test_the_parameter_a_message_is_about_comes_before_the_one_it_compares_with():
    call = _call("data.bucket_batch_by_length(['tokens'], C.BOUNDARIES, C.SIZES)")
    frame = Frame("data.py", 3, 3, 0, None, "batches", locals={}, globals={})
    parameters = ["column_names", "bucket_boundaries", "bucket_batch_sizes"]
    found = _rejected_argument(call, frame, parameters,
                               "bucket_batch_sizes must contain one element more than bucket_boundaries.")
    assert found is not None and found[0] == "bucket_batch_sizes"


def test_the_parameter_shown_with_its_value_comes_before_the_one_the_message_starts_with():
    # GeneratorDataset given both a sampler and shuffle=True (2.10's text)
    call = _call("ds.GeneratorDataset(source, column_names=['tile', 'smoke'], sampler=sampler, shuffle=C.SHUFFLE)")
    frame = Frame("loader.py", 14, 14, 4, None, "make_loader", locals={}, globals={})
    parameters = ["source", "column_names", "column_types", "schema", "num_samples", "num_parallel_workers",
                  "shuffle", "sampler"]
    message = ("Conflicting arguments during sampler assignments. num_samples: None, num_shards: None, "
               "shard_id: None, shuffle: True.")
    found = _rejected_argument(call, frame, parameters, message)
    assert found is not None and found[0] == "shuffle"
