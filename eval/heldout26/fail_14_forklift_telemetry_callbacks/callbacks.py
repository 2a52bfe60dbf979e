from mindspore.train import LossMonitor, TimeMonitor, Callback

import config


class EpochSummary(Callback):
    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num} done, last loss {float(cb.net_outputs.asnumpy()):.4f}")


def build_callbacks():
    cbs = [LossMonitor(per_print_times=config.LOG_EVERY), EpochSummary()]
    cbs.append(TimeMonitor)  # ROOT
    return cbs
