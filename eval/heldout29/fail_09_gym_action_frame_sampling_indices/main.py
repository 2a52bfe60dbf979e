import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import pose_clips
from model import SparseFramePoseNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    clips, labels = pose_clips(np.random.default_rng(config.SEED))
    net = SparseFramePoseNet(len(config.EXERCISES))
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for i in range(config.STEPS):
        lo = i * config.BATCH_SIZE
        out = step(Tensor(clips[lo:lo + config.BATCH_SIZE]), Tensor(labels[lo:lo + config.BATCH_SIZE]))
        print(f"step {i}: loss {float(out):.4f}")


if __name__ == "__main__":
    main()
