"""Speaker classifier over stacked filterbank features. The feature width is an argparse option
whose default, 40, was kept from an older front end; the data now has 80 mel bins. The input
normalisation is sized from the option while the projection uses the extractor's constant.
The LayerNorm fails on the first batch; the line to change is the option's default."""
import argparse

import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

FBANK_BINS = 80  # what the feature extractor produces


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="train a speaker classifier")
    parser.add_argument("--n-mels", type=int, default=40)  # expect: MSD407
    parser.add_argument("--speakers", type=int, default=6)
    parser.add_argument("--hidden", type=int, default=32)
    return parser.parse_args(argv)


class SpeakerNet(nn.Cell):
    def __init__(self, n_mels, hidden, speakers):
        super().__init__()
        self.norm = nn.LayerNorm((n_mels,))
        self.proj = nn.Dense(FBANK_BINS, hidden)
        self.head = nn.Dense(hidden, speakers)

    def construct(self, feats):
        h = self.proj(self.norm(feats)).mean(axis=1)
        return self.head(h)


def fbank_batch(batch=2, frames=20, mels=FBANK_BINS):
    return np.random.default_rng(0).standard_normal((batch, frames, mels)).astype(np.float32)


if __name__ == "__main__":
    args = parse_args([])
    net = SpeakerNet(args.n_mels, args.hidden, args.speakers)
    print(net(ms.Tensor(fbank_batch())).shape)
