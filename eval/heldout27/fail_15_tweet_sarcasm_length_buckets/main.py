import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

import config
from data import build_dataset


class SarcasmNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(config.VOCAB, config.EMBED, padding_idx=0)
        self.fc = nn.Dense(config.EMBED, 2)

    def construct(self, tokens):
        return self.fc(self.embed(tokens).max(axis=1))


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds = build_dataset(config.SEED)
    net = SarcasmNet()
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train_ds, callbacks=[LossMonitor(per_print_times=3)], dataset_sink_mode=False)
    print("sarcasm model trained")


if __name__ == "__main__":
    main()
