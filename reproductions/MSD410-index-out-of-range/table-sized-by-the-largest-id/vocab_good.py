def station_table_size(*id_arrays):
    return int(max(ids.max() for ids in id_arrays)) + 1
