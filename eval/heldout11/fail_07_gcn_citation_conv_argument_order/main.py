import mindspore as ms
from mindspore import nn, Tensor

from config import GRAPH, MODEL, OPTIM
from graph import citation_graph, normalize_adjacency
from model import GCN, MaskedNodeLoss

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(5)
    feats, adj, labels, train_mask = citation_graph(**GRAPH)
    adj = normalize_adjacency(adj)
    net = GCN(GRAPH["num_features"], MODEL["hidden"], GRAPH["num_classes"], MODEL["dropout"])
    loss_net = MaskedNodeLoss(net)
    opt = nn.Adam(net.trainable_params(), learning_rate=OPTIM["lr"], weight_decay=OPTIM["weight_decay"])
    train = nn.TrainOneStepCell(loss_net, opt)
    train.set_train()
    inputs = [Tensor(feats), Tensor(adj), Tensor(labels), Tensor(train_mask)]
    for epoch in range(OPTIM["epochs"]):
        loss = train(*inputs)
        print(f"epoch {epoch:02d} train loss {loss.asnumpy():.4f}")
    net.set_train(False)
    pred = net(inputs[0], inputs[1]).asnumpy().argmax(-1)
    print("accuracy (all nodes):", float((pred == labels).mean()))


if __name__ == "__main__":
    main()
