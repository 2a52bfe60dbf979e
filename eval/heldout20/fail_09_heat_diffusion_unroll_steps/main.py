import mindspore as ms
from mindspore import nn

import config as cfg
from model import UnrolledSolver
from physics import initial_conditions, reference_solution


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    u0 = initial_conditions(cfg.NUM_SAMPLES, cfg.SEED)
    target = reference_solution(u0, cfg.UNROLL)
    solver = UnrolledSolver(cfg.DT, cfg.UNROLL)
    train = nn.TrainOneStepCell(nn.WithLossCell(solver, nn.MSELoss()),
                                nn.Adam(solver.trainable_params(), learning_rate=cfg.LR))
    train.set_train()
    for step in range(cfg.STEPS):
        loss = train(ms.Tensor(u0), ms.Tensor(target))
        print(f"step {step}: rollout mse {loss.asnumpy():.6f}")


if __name__ == "__main__":
    main()
