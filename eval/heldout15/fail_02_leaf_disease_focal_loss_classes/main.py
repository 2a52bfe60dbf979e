"""Leaf disease classifier trained with a focal loss (imbalanced field photos)."""
import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model, LossMonitor

from config import CFG
from data import leaf_dataset
from losses import FocalLoss
from model import LeafNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(CFG["seed"])
    train_ds = leaf_dataset(CFG)
    net = LeafNet(CFG["n_classes"])
    loss_fn = FocalLoss(num_classes=CFG.get("num_classes"), gamma=CFG["focal_gamma"],  # ROOT
                        alpha=CFG["focal_alpha"])
    optimizer = nn.Adam(net.trainable_params(), learning_rate=CFG["lr"])
    model = Model(net, loss_fn=loss_fn, optimizer=optimizer, metrics={"accuracy"})
    model.train(CFG["epochs"], train_ds, callbacks=[LossMonitor(3)])
    print("train accuracy:", model.eval(train_ds)["accuracy"])


if __name__ == "__main__":
    main()
