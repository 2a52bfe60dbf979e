import os

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

import config

SCHEMA = {
    "features": {"type": "float32", "shape": [len(config.FEATURES)]},
    "label": {"type": "int32"},
}


def write_mindrecord(records, path):
    writer = FileWriter(path, shard_num=1, overwrite=True)
    writer.add_schema(SCHEMA, "insurance_claims")
    writer.write_raw_data(records)
    writer.commit()


def remove_mindrecord(path):
    for f in (path, path + ".db"):
        if os.path.exists(f):
            os.remove(f)


def load_dataset(path):
    dataset = ds.MindDataset(path, columns_list=["features", "label"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
