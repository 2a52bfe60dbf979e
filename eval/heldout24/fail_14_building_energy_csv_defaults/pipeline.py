import numpy as np
import mindspore.dataset as ds

import config


def to_example(meter_id, hour, weekday, outdoor_temp, occupancy, kwh):
    x = np.array([np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24), float(weekday >= 5),
                  (outdoor_temp - 8.0) / 6.0, occupancy], np.float32)
    return x, np.array([kwh / 50.0], np.float32)


def build_dataset(path):
    dataset = ds.CSVDataset(path, column_defaults=list(config.COLUMNS.values()), shuffle=False)
    dataset = dataset.map(to_example, input_columns=list(config.COLUMNS), output_columns=["x", "y"])
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
