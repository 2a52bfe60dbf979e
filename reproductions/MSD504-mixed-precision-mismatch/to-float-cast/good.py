"""Speaker verification: the encoder computes in float16 to save memory, and its embeddings are
cast back to float32 before they meet the float32 class centres of the scoring head."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor

ms.set_context(mode=ms.GRAPH_MODE)


class FrameEncoder(nn.Cell):
    def __init__(self, features=12, dim=16):
        super().__init__()
        self.proj = nn.Dense(features, dim)
        self.act = nn.ReLU()

    def construct(self, frames):
        return self.act(self.proj(frames)).mean(axis=1)


class CentreScorer(nn.Cell):
    def __init__(self, dim=16, speakers=5):
        super().__init__()
        rng = np.random.default_rng(1)
        self.centres = Parameter(Tensor(rng.normal(size=(speakers, dim)), ms.float32), name="centres")

    def construct(self, embedding):
        return ops.matmul(embedding, self.centres.T)


class Verifier(nn.Cell):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder
        self.scorer = CentreScorer()

    def construct(self, frames):
        return self.scorer(self.encoder(frames).astype(ms.float32))


if __name__ == "__main__":
    encoder = FrameEncoder()
    encoder.to_float(ms.float16)
    model = Verifier(encoder)
    frames = Tensor(np.random.default_rng(0).normal(size=(2, 10, 12)), ms.float32)
    print(model(frames).shape)
