import argparse

import mindspore as ms
from mindspore import nn

from features import batch
from model import KeywordSpotter


def parse_args():
    p = argparse.ArgumentParser(description="keyword spotting on MFCC + deltas")
    p.add_argument("--input-dim", type=int, default=13)  # ROOT
    p.add_argument("--hidden", type=int, default=16)
    p.add_argument("--num-keywords", type=int, default=2)
    p.add_argument("--frames", type=int, default=12)
    p.add_argument("--lr", type=float, default=1e-2)
    return p.parse_args()


def main():
    args = parse_args()
    ms.set_context(mode=ms.GRAPH_MODE)
    feats, labels = batch(num_utts=4, num_frames=args.frames)
    net = KeywordSpotter(args.input_dim, args.hidden, args.num_keywords)
    opt = nn.Adam(net.trainable_params(), learning_rate=args.lr)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
    for i in range(2):
        print("step", i, "loss", step(ms.Tensor(feats), ms.Tensor(labels)).asnumpy())


if __name__ == "__main__":
    main()
