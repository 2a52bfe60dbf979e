"""Pump-sensor windows stored in a MindRecord file: the rows come from a helper that puts each
fault label in as the NumPy int64 element of the label array, while the schema's scalar int32
field takes a Python int. The writer drops every row and fails with a message that names no
field; the line to change is the helper's `return`."""
import os
import tempfile

from mindspore.mindrecord import FileWriter

from rows_good import as_rows, windows

SCHEMA = {"signal": {"type": "float32", "shape": [6]}, "fault": {"type": "int32"}}
PATH = os.path.join(tempfile.gettempdir(), "msdiag_repro_pump.mindrecord")


def store(records, path):
    for leftover in (path, path + ".db"):
        if os.path.exists(leftover):
            os.remove(leftover)
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema(SCHEMA, "pump")
    writer.write_raw_data(records)
    writer.commit()


if __name__ == "__main__":
    try:
        signals, faults = windows(10)
        store(as_rows(signals, faults), PATH)
        print("written", os.path.basename(PATH))
    finally:
        for leftover in (PATH, PATH + ".db"):
            if os.path.exists(leftover):
                os.remove(leftover)
