import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops


class IntentClassifier(nn.Cell):
    def __init__(self, vocab_size, dim, num_intents, pad_id):
        super().__init__()
        self.pad_id = pad_id
        self.embed = nn.Embedding(vocab_size, dim)
        self.fc = nn.Dense(dim, num_intents)

    def padding_mask(self, ids):
        if self.pad_id is None:
            return None
        return (ids != self.pad_id).astype(ms.float32)

    def construct(self, ids):
        mask = self.padding_mask(ids)
        emb = self.embed(ids) * mask.expand_dims(-1)
        pooled = emb.sum(axis=1) / ops.clamp(mask.sum(axis=1, keepdims=True), min=1.0)
        return self.fc(pooled)
