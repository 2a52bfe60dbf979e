import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from cluster import shard_info
from data import AMINO, solubility_dataset


def main():
    ms.set_seed(0)
    num_shards, shard_id = shard_info()
    print(f"shard {shard_id} of {num_shards}")
    train = solubility_dataset(num_shards, shard_id)
    net = nn.SequentialCell(nn.Dense(len(AMINO), 32, activation="relu"), nn.Dense(32, 2))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-2), metrics={"accuracy"})
    model.train(2, train, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
