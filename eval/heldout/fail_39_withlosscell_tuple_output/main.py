import numpy as np
import mindspore as ms
from mindspore import nn, ops


class ProtoNetEmbed(nn.Cell):
    def __init__(self, in_dim=30, emb=16, n_cls=5):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(in_dim, 64), nn.ReLU(), nn.Dense(64, emb))
        self.classifier = nn.Dense(emb, n_cls)

    def construct(self, x):
        feats = self.backbone(x)
        feats = feats / ops.norm(feats, dim=-1, keepdim=True)
        logits = self.classifier(feats)
        return logits, feats  # ROOT


ms.set_context(mode=ms.GRAPH_MODE)
net = ProtoNetEmbed()
loss_fn = nn.CrossEntropyLoss()
net_with_loss = nn.WithLossCell(net, loss_fn)
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(net_with_loss, optimizer)
train_net.set_train()

x = ms.Tensor(np.random.randn(10, 30), ms.float32)
y = ms.Tensor(np.random.randint(0, 5, (10,)), ms.int32)
for epoch in range(3):
    loss = train_net(x, y)
    print("epoch %d loss %.4f" % (epoch, loss.asnumpy()))
