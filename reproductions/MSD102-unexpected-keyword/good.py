"""Sentence classifier on top of a small transformer encoder (encoder.py).

Fixed: the keyword is spelled `attention_mask` like the encoder's construct.
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

from encoder import TextEncoder

ms.set_context(mode=ms.GRAPH_MODE)


class SentenceClassifier(nn.Cell):
    def __init__(self, vocab_size=100, dim=32, num_heads=4, num_layers=2, num_classes=3):
        super().__init__()
        self.encoder = TextEncoder(vocab_size, dim, num_heads, num_layers)
        self.pooler = nn.Dense(dim, dim, activation="tanh")
        self.classifier = nn.Dense(dim, num_classes)

    def construct(self, input_ids, attention_mask):
        hidden_states = self.encoder(input_ids, attention_mask=attention_mask)
        pooled = self.pooler(hidden_states[:, 0])
        return self.classifier(pooled)


if __name__ == "__main__":
    np.random.seed(0)
    model = SentenceClassifier()
    input_ids = ms.Tensor(np.random.randint(0, 100, (2, 10)), ms.int32)
    attention_mask = ms.Tensor(np.ones((2, 10)), ms.float32)
    logits = model(input_ids, attention_mask)
    print(logits.shape)
