"""Bi-GRU encoder with mean pooling over the transcript."""
import mindspore.nn as nn
import mindspore.ops as ops


class TopicClassifier(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_topics, bidirectional=True):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.encoder = nn.GRU(embed_dim, hidden, num_layers=1, batch_first=True,
                              bidirectional=bidirectional)
        self.dropout = nn.Dropout(p=0.2)
        self.head = nn.Dense(hidden, num_topics)  # ROOT

    def construct(self, tokens):
        x = self.embed(tokens)
        states, _ = self.encoder(x)
        pooled = ops.mean(states, axis=1)
        return self.head(self.dropout(pooled))
