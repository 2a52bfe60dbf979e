"""Soft parcel-to-van assignment; the softmax temperature is annealed by the training script."""
import mindspore.nn as nn
import mindspore.ops as ops

import config

TEMPERATURE = config.START_TEMPERATURE


class SoftAssignment(nn.Cell):
    def __init__(self, in_features, num_vans):
        super().__init__()
        self.score = nn.Dense(in_features, num_vans)

    def construct(self, parcels):
        logits = self.score(parcels)
        return ops.softmax(logits / TEMPERATURE, axis=-1)  # ROOT


class RoutingLoss(nn.Cell):
    """Balance van loads while keeping parcels close to the van's depot sector."""

    def __init__(self, net, sector_cost):
        super().__init__(auto_prefix=False)
        self.net = net
        self.sector_cost = sector_cost

    def construct(self, parcels, weights):
        assign = self.net(parcels)                                   # (P, V)
        travel = (assign * self.sector_cost).sum(axis=1).mean()
        share = (assign * weights[:, None]).sum(axis=0) / weights.sum()
        balance = ((share - 1.0 / share.shape[0]) ** 2).sum()
        return travel + 10.0 * balance
