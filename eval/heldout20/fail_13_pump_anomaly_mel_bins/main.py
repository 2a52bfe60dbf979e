import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import pump_dataset


class MelClassifier(nn.Cell):
    def __init__(self, n_mels):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, 16, 3, pad_mode="same")
        self.head = nn.Dense(16, 2)

    def construct(self, mel):
        return self.head(self.conv(mel).mean(axis=-1))


def main():
    ms.set_seed(cfg.SEED)
    net = MelClassifier(cfg.N_MELS)
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.Adam(net.trainable_params(), 1e-3))
    train.set_train()
    for epoch in range(2):
        losses = []
        for batch in pump_dataset().create_dict_iterator():
            mel = (batch["mel"] + 40.0) / 40.0
            losses.append(train(mel, batch["label"]).asnumpy())
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
