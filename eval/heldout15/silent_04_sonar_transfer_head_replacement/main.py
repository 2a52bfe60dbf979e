"""Pretrain on simulated sonar returns, then swap in a new head and fine-tune on the few field labels."""
import os

import mindspore as ms
import mindspore.nn as nn

from network import EchoBackbone, SonarClassifier
from sonar import profiles, SIM_PARAMS, FIELD_PARAMS, SIM_CLASSES, FIELD_CLASSES
from train_utils import fit, accuracy

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(0)
    xs, ys = profiles(SIM_PARAMS, 144, seed=0)
    net = SonarClassifier(EchoBackbone(), len(SIM_CLASSES))
    fit(net, net.trainable_params(), xs, ys, epochs=6, lr=3e-3)
    print(f"simulator accuracy: {accuracy(net, xs, ys):.3f}")

    xf, yf = profiles(FIELD_PARAMS, 36, seed=1)
    xt, yt = profiles(FIELD_PARAMS, 48, seed=2)
    net.head = nn.Dense(net.backbone.out_dim, len(FIELD_CLASSES))
    fit(net, net.head.trainable_params(), xf, yf, epochs=15, lr=1e-2)
    print(f"field test accuracy after head transfer: {accuracy(net, xt, yt):.3f}")


if __name__ == "__main__":
    main()
