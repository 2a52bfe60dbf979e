"""A retrieval encoder that also returns its embeddings, trained with WithLossCell: the loss
receives the (logits, embeddings) tuple."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class EmbeddingClassifier(nn.Cell):
    def __init__(self, in_dim=32, emb_dim=16, num_classes=5):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(in_dim, emb_dim), nn.ReLU()])
        self.classifier = nn.Dense(emb_dim, num_classes)

    def construct(self, x):
        emb = self.encoder(x)
        emb = emb / ops.norm(emb, dim=-1, keepdim=True)
        return self.classifier(emb), emb  # expect: MSD205


if __name__ == "__main__":
    np.random.seed(0)
    net = EmbeddingClassifier()
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
    x = ms.Tensor(np.random.randn(8, 32).astype(np.float32))
    y = ms.Tensor(np.random.randint(0, 5, (8,)).astype(np.int32))
    print(train(x, y))
