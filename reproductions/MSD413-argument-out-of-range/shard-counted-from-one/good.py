"""A sharded regression job run as one process: its shard number defaults to 1 while shards
are counted from 0, and DistributedSampler refuses shard 1 of 1, but only when Model.train pulls
the first batch ("DistributedSampler: shard_id must be in range [0, 1), but got: 1"). The line
to change is the option's default."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

from options_good import parse


def sharded(features, targets, options):
    sampler = ds.DistributedSampler(num_shards=options.shards, shard_id=options.shard, shuffle=False)
    return ds.NumpySlicesDataset({"x": features, "y": targets}, sampler=sampler).batch(4)


if __name__ == "__main__":
    options = parse([])
    rng = np.random.default_rng(7)
    features = rng.standard_normal((16, 3)).astype(np.float32)
    targets = features.sum(axis=1, keepdims=True)
    net = nn.Dense(3, 1)
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
    model.train(options.epochs, sharded(features, targets, options), dataset_sink_mode=False)
    print("trained")
