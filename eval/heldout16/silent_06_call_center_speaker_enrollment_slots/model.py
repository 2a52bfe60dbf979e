import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Parameter


class SpeakerIdentifier(nn.Cell):
    """Cosine scoring against enrolled voiceprints; unused slots are masked out."""

    def __init__(self, feature_dim, embed_dim, max_speakers, seed):
        super().__init__()
        rng = np.random.default_rng(seed)
        proj = rng.normal(0, 1 / np.sqrt(feature_dim), (feature_dim, embed_dim)).astype(np.float32)
        self.proj = Parameter(ms.Tensor(proj), name="proj", requires_grad=False)
        self.voiceprints = Parameter(ms.Tensor(np.zeros((max_speakers, embed_dim), np.float32)),
                                     name="voiceprints", requires_grad=False)
        self.max_speakers = max_speakers
        self.enrolled = {}                   # agent name -> slot

    def embed(self, feats):
        z = ops.matmul(feats, self.proj)
        return z / ops.norm(z, dim=-1, keepdim=True)

    def enroll(self, name, feats):
        """Host-side enrollment: writes the mean embedding into the next free slot."""
        slot = len(self.enrolled)
        prints = self.voiceprints.asnumpy().copy()
        emb = self.embed(ms.Tensor(feats)).asnumpy().mean(axis=0)
        prints[slot] = emb / np.linalg.norm(emb)
        self.voiceprints.set_data(ms.Tensor(prints))
        self.enrolled[name] = slot

    def construct(self, feats):
        scores = ops.matmul(self.embed(feats), self.voiceprints.T)
        active = ops.arange(self.max_speakers) < len(self.enrolled)  # ROOT
        return ops.where(active, scores, ops.full_like(scores, -2.0)).argmax(axis=-1)
