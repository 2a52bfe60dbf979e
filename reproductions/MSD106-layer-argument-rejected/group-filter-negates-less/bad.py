"""A churn model trains with weight decay on its weights only. The decay group is filtered by
negating the bias test alone, while the no-decay group takes biases and the BatchNorm scale and
shift: the BatchNorm parameters land in both groups and the optimizer rejects them. The line to
change is the decay group's filter."""
import mindspore as ms
from mindspore import nn

NO_DECAY = ("bias", "gamma", "beta")


def groups(net, decay_rate):
    params = net.trainable_params()
    decay = [p for p in params if not p.name.endswith("bias")]  # expect: MSD106
    no_decay = [p for p in params if p.name.endswith(NO_DECAY)]
    return [{"params": decay, "weight_decay": decay_rate}, {"params": no_decay, "weight_decay": 0.0}]


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    net = nn.SequentialCell([nn.Dense(8, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dense(16, 2)])
    optimizer = nn.AdamWeightDecay(groups(net, 0.01), learning_rate=1e-3)
    print(len(optimizer.parameters))
