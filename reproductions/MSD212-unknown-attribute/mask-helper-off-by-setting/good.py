"""An intent classifier averages its token embeddings under a padding mask; the mask helper
returns None when no padding id is set, and the settings leave it unset."""
import numpy as np
import mindspore as ms
from mindspore import nn

import intent_settings_good as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class IntentClassifier(nn.Cell):
    def __init__(self, vocab_size, pad_id):
        super().__init__()
        self.pad_id = pad_id
        self.embed = nn.Embedding(vocab_size, cfg.EMBED_DIM)
        self.fc = nn.Dense(cfg.EMBED_DIM, 4)

    def padding_mask(self, ids):
        if self.pad_id is None:
            return None
        return (ids != self.pad_id).astype(ms.float32)

    def construct(self, ids):
        mask = self.padding_mask(ids)
        pooled = (self.embed(ids) * mask.expand_dims(-1)).sum(axis=1)
        return self.fc(pooled)


if __name__ == "__main__":
    ids = ms.Tensor(np.array([[3, 5, 0, 0], [2, 7, 9, 0]]), ms.int32)
    print(IntentClassifier(12, cfg.PAD_ID)(ids).shape)
