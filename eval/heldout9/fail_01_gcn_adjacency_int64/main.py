import mindspore as ms
from mindspore import nn

from data import random_graph, build_adjacency, node_features, node_labels
from model import GCN

NUM_NODES = 40
FEAT_DIM = 16
NUM_CLASSES = 4


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    edges = random_graph(NUM_NODES, 120)
    adj = ms.Tensor(build_adjacency(edges, NUM_NODES))
    x = ms.Tensor(node_features(NUM_NODES, FEAT_DIM))
    y = ms.Tensor(node_labels(NUM_NODES, NUM_CLASSES))

    net = GCN(FEAT_DIM, 32, NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-2)

    def forward(feats, a, labels):
        return loss_fn(net(feats, a), labels)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(feats, a, labels):
        loss, grads = grad_fn(feats, a, labels)
        optimizer(grads)
        return loss

    net.set_train()
    for epoch in range(5):
        loss = train_step(x, adj, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
