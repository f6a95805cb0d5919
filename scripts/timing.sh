# shellcheck shell=bash
# Times the parts of a test run, for scripts/test.sh and .ci/run (sourced, not run):
#   part_start NAME   the part NAME starts (ends the one before, if any)
#   part_end          the current part has passed
#   print_parts       the table of every part so far; a part still open when the script exits
#                     (set -e stopped it) is listed as failed
# The parts go to the file $KABUTO_PARTS, which a script shares with the scripts it calls: .ci/run
# prints the parts of scripts/test.sh among its own.

if [[ -z ${KABUTO_PARTS:-} ]]; then
  KABUTO_PARTS="$(mktemp -t kabuto-parts-XXXXXX)"
  export KABUTO_PARTS
  # This script made the file, so it prints the table (at its exit).
  KABUTO_PARTS_OWNER=1
else
  KABUTO_PARTS_OWNER=0
fi
_part_name=''
_part_started=0

# Microseconds since the epoch (bash 5's EPOCHREALTIME, whatever the locale's decimal mark).
_now_us() { echo "${EPOCHREALTIME/[.,]/}"; }

part_end() {
  if [[ -n $_part_name ]]; then
    local tenths=$((($(_now_us) - _part_started) / 100000))
    printf '%s\t%d.%d\t%s\n' "$_part_name" $((tenths / 10)) $((tenths % 10)) "${1:-passed}" >>"$KABUTO_PARTS"
    _part_name=''
  fi
}

part_start() {
  part_end
  _part_name=$1
  _part_started=$(_now_us)
  echo "== $1"
}

print_parts() {
  part_end failed
  [[ -s $KABUTO_PARTS ]] || return 0
  echo
  echo "== time per part"
  awk -F '\t' '{ printf "  %-30s %7.1f s  %s\n", $1, $2, $3; total += $2 }
    END { printf "  %-30s %7.1f s  (%dm%02ds)\n", "total", total, total / 60, total % 60 }' "$KABUTO_PARTS"
}

# Only for the script that made the file: print the table at exit, then remove the file.
finish_parts() {
  if [[ $KABUTO_PARTS_OWNER == 1 ]]; then
    print_parts
    rm -f "$KABUTO_PARTS"
  else
    part_end failed
  fi
}
