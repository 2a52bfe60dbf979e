"""Audio tagger: conv frontend -> temporal MLP -> tag head (layers.py).

The tag head's input size was copied from a config with a wider frontend.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from layers import ConvFrontend, FeedForward

ms.set_context(mode=ms.GRAPH_MODE)


class TemporalEncoder(nn.Cell):
    def __init__(self, channels, hidden):
        super().__init__()
        self.frontend = ConvFrontend(channels)
        self.norm = nn.LayerNorm((channels,))

    def construct(self, mel):
        return self.norm(self.frontend(mel))


class TagHead(nn.Cell):
    def __init__(self, channels, num_tags):
        super().__init__()
        self.mlp = FeedForward(in_dim=channels * 2, hidden_dim=64, out_dim=num_tags)  # expect: MSD401

    def construct(self, feats):
        return ops.sigmoid(self.mlp(feats.max(axis=1)))


class AudioTagger(nn.Cell):
    def __init__(self, channels=24, num_tags=12):
        super().__init__()
        self.encoder = TemporalEncoder(channels, hidden=64)
        self.head = TagHead(channels, num_tags)

    def construct(self, mel):
        return self.head(self.encoder(mel))


if __name__ == "__main__":
    np.random.seed(0)
    tagger = AudioTagger()
    mel = ms.Tensor(np.random.randn(2, 1, 16, 32).astype(np.float32))
    print(tagger(mel).shape)
