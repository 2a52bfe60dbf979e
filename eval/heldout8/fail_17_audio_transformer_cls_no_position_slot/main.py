import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import AudioSpectrogramTransformer

AST_CFG = {"n_mels": 16, "frames": 24, "patch": 4, "dim": 32, "heads": 4, "depth": 2, "num_classes": 10}


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    net = AudioSpectrogramTransformer(AST_CFG)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-4, weight_decay=0.05)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    trainer.set_train()
    for step in range(2):
        spec = Tensor(rng.standard_normal((2, 1, AST_CFG["n_mels"], AST_CFG["frames"])).astype(np.float32))
        labels = Tensor(rng.integers(0, AST_CFG["num_classes"], size=2).astype(np.int32))
        print("step", step, "loss", trainer(spec, labels))


if __name__ == "__main__":
    main()
