import numpy as np
import mindspore as ms

import config
from clinics import all_clinics
from fedavg import get_weights, set_weights, local_update, aggregate
from model import RiskMLP


def main():
    mode = ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)

    data = all_clinics()
    global_net = RiskMLP()
    weights = get_weights(global_net)
    for rnd in range(config.ROUNDS):
        updates = [local_update(weights, x, y) for x, y in data.values()]
        weights, coeffs = aggregate(updates)
        print(f"round {rnd}: reported samples {[n for _, n in updates]}, "
              f"FedAvg weights {[round(c, 3) for c in coeffs]}")

    set_weights(global_net, weights)
    for name, (x, y) in data.items():
        acc = (global_net(ms.Tensor(x)).asnumpy().argmax(1) == y).mean()
        print(f"{name}: accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
