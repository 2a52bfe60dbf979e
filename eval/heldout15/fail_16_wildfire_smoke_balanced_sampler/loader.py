import numpy as np
import mindspore.dataset as ds

import config


def class_balanced_weights(labels):
    counts = np.bincount(labels, minlength=2).astype(np.float64)
    return (1.0 / counts[labels]).tolist()


def make_loader(source):
    sampler = ds.WeightedRandomSampler(class_balanced_weights(source.labels), num_samples=len(source))
    dataset = ds.GeneratorDataset(source, column_names=["tile", "smoke"], sampler=sampler,
                                  shuffle=config.SHUFFLE, num_parallel_workers=config.NUM_WORKERS)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
