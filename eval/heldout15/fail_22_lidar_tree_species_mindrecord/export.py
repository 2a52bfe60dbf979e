"""Write the per-tree features to a MindRecord file so the training job can stream them."""
import os

from mindspore.mindrecord import FileWriter

from lidar import PERCENTILES

SCHEMA = {
    "metrics": {"type": "float32", "shape": [len(PERCENTILES) + 3]},
    "species": {"type": "int32"},
}


def remove_mindrecord(path):
    for f in (path, path + ".db"):
        if os.path.exists(f):
            os.remove(f)


def write_mindrecord(rows, path):
    remove_mindrecord(path)
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema(SCHEMA, "tree_crowns")
    writer.add_index(["species"])
    writer.write_raw_data([{"metrics": m, "species": s} for m, s in rows])
    writer.commit()
