"""A cuisine classifier stores its recipe features in a MindRecord file before training. The
schema declares float32 features, but the feature helper returns `np.log1p` of integer counts,
which NumPy makes float64: the writer drops every row and fails with a message that names no
field. The line to change is where the helper made the features."""
import os
import tempfile

from mindspore.mindrecord import FileWriter

from recipe_features_good import INGREDIENTS, recipes

SCHEMA = {"ingredients": {"type": "float32", "shape": [len(INGREDIENTS)]}, "asian": {"type": "int32"}}
PATH = os.path.join(tempfile.gettempdir(), "msdiag_repro_recipes.mindrecord")


def export(rows, path):
    for leftover in (path, path + ".db"):
        if os.path.exists(leftover):
            os.remove(leftover)
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema(SCHEMA, "recipes")
    writer.write_raw_data([{"ingredients": x, "asian": y} for x, y in rows])
    writer.commit()


if __name__ == "__main__":
    try:
        export(recipes(12), PATH)
        print("written", PATH)
    finally:
        for written in (PATH, PATH + ".db"):
            if os.path.exists(written):
                os.remove(written)
