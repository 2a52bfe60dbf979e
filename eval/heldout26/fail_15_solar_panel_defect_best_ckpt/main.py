import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model

import config
from data import build_datasets
from metrics import evaluate


def build_net():
    return nn.SequentialCell([
        nn.Conv2d(1, 8, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(8, 16, 3, pad_mode="same", has_bias=True), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        nn.Flatten(), nn.Dense(16, len(config.CLASSES)),
    ])


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    train_ds, val_ds = build_datasets(config.SEED)
    net = build_net()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, loss_fn=nn.CrossEntropyLoss(), optimizer=opt)
    best = -1.0
    try:
        for epoch in range(config.EPOCHS):
            model.train(1, train_ds, dataset_sink_mode=False)
            acc = evaluate(net, val_ds)
            print(f"epoch {epoch}: val acc {acc:.3f}")
            if acc > best:
                best = acc
                ms.save_checkpoint(net, config.CKPT_PATH, append_dict={"epoch": epoch, "val_acc": acc})
        print("best val acc", best)
    finally:
        if os.path.exists(config.CKPT_PATH):
            os.remove(config.CKPT_PATH)


if __name__ == "__main__":
    main()
