"""The audio classifier's settings come from a function that returns a dict. The pooled
spectrogram has 64 features per clip, but `default_config()` gives the classifier 80. The line to
change is the entry in the returned dict."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def default_config():
    return {
        "n_mels": 64,
        "pooled": 80,  # expect: MSD401
        "classes": 6,
    }


class ClipClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.head = nn.Dense(cfg["pooled"], cfg["classes"])

    def construct(self, spec):
        return self.head(spec.mean(axis=-1))


if __name__ == "__main__":
    spec = ms.Tensor(np.random.randn(3, 64, 20), ms.float32)
    print(ClipClassifier(default_config())(spec).shape)
