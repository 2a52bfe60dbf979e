import argparse

import mindspore as ms
from mindspore import nn, Tensor

from data import fake_utterances, collate, cmvn
from model import XVector


def parse_args():
    p = argparse.ArgumentParser(description="x-vector speaker id")
    p.add_argument("--num-speakers", type=int, default=4)
    p.add_argument("--per-speaker", type=int, default=3)
    p.add_argument("--n-mels", type=int, default=20)
    p.add_argument("--frames", type=int, default=32)
    p.add_argument("--channels", type=int, default=32)
    p.add_argument("--embed-dim", type=int, default=16)
    p.add_argument("--batch-size", type=int, default=6)
    p.add_argument("--lr", type=float, default=1e-3)
    return p.parse_args()


def main():
    args = parse_args()
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    utts = fake_utterances(args.num_speakers, args.per_speaker, args.n_mels, args.frames)
    net = XVector(args.n_mels, args.channels, args.embed_dim, args.num_speakers)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=args.lr))
    train_net.set_train()
    for start in range(0, len(utts), args.batch_size):
        feats, speakers = collate(utts[start:start + args.batch_size])
        loss = train_net(Tensor(cmvn(feats)), Tensor(speakers))
        print(f"batch {start // args.batch_size} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
