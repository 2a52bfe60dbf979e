"""A loader reads its settings from an INI text with configparser, which gives every value as a
string; the helper keeps them as they are. `dataset.batch` then gets the batch size "8" and
rejects it. The line to change is where the settings are made (convert the values), not the
`batch` call that raised."""
import configparser

import numpy as np
import mindspore.dataset as ds

SETTINGS_TEXT = """
[loader]
batch_size = 8
shuffle = false
"""


def loader_settings():
    parser = configparser.ConfigParser()
    parser.read_string(SETTINGS_TEXT)
    return dict(parser.items("loader"))  # expect: MSD106


def build_loader(settings):
    data = np.arange(32, dtype=np.float32).reshape(16, 2)
    dataset = ds.NumpySlicesDataset({"x": data}, shuffle=False)
    return dataset.batch(settings["batch_size"])


if __name__ == "__main__":
    loader = build_loader(loader_settings())
    print(loader.get_dataset_size())
