import numpy as np
import mindspore as ms
from mindspore import nn, ops

from config import MODEL, OPTIM
from layers import MaskedSelfAttentionLayer

ms.set_context(mode=ms.GRAPH_MODE)


class SpeakerEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        dim = cfg["dim"]
        self.frontend = nn.SequentialCell(nn.Dense(cfg["n_mels"], dim), nn.ReLU(), nn.Dense(dim, dim))
        self.layers = nn.CellList([
            MaskedSelfAttentionLayer(dim, cfg["heads"], cfg["ff_mult"], cfg["dropout"], cfg["norm"])
            for _ in range(cfg["depth"])
        ])
        self.norm = nn.LayerNorm(**cfg["norm"])
        self.classifier = nn.Dense(dim, cfg["n_speakers"])

    def construct(self, mels, lengths):
        t = mels.shape[1]
        pad_mask = ops.arange(t)[None, :] >= lengths[:, None]
        h = self.frontend(mels)
        for layer in self.layers:
            h = layer(h, pad_mask)
        keep = (~pad_mask).astype(h.dtype)[:, :, None]
        emb = (self.norm(h) * keep).sum(axis=1) / keep.sum(axis=1)
        return self.classifier(emb)


class SpeakerIDLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(label_smoothing=0.05)

    def construct(self, mels, lengths, speaker):
        return self.ce(self.net(mels, lengths), speaker)


def utterances(batch=8, max_t=120, seed=0):
    rng = np.random.default_rng(seed)
    n_spk = MODEL["n_speakers"]
    lengths = rng.integers(40, max_t + 1, batch).astype(np.int32)
    speaker = rng.integers(0, n_spk, batch).astype(np.int32)
    mels = rng.standard_normal((batch, max_t, MODEL["n_mels"])).astype(np.float32)
    mels[:, :, :n_spk] += np.eye(n_spk, dtype=np.float32)[speaker][:, None, :]
    mels[np.arange(max_t)[None, :] >= lengths[:, None]] = 0.0
    return ms.Tensor(mels), ms.Tensor(lengths), ms.Tensor(speaker)


model = SpeakerEncoder(MODEL)
step = nn.TrainOneStepCell(SpeakerIDLoss(model), nn.AdamWeightDecay(model.trainable_params(), **OPTIM))
step.set_train()
for it in range(3):
    print("iter", it, "loss", step(*utterances(seed=it)))
