# Completes a command line in a real interactive zsh and prints what it offers, one match per line
# ("word" or "word -- description"), then anything else zsh printed while completing (a completer's error).
# Usage: zsh -f zsh-complete.zsh FOLDER-WITH-_fontaudit 'fontaudit --for'
# An interactive `zsh -f` runs in a pseudo-terminal (zpty); compinit loads _fontaudit from FOLDER; TAB
# (complete-word) runs it. compadd is wrapped to print every match it adds; the markers
# printed by compprefuncs and comppostfuncs delimit one completion. (After zsh-capture-completion's method.)
zmodload zsh/zpty || exit 3
folder=$1
line=$2
zpty z zsh -f -i
# The markers are typed split in two, so the echo of the typed lines never contains them whole.
zpty -w z "unsetopt prompt_sp prompt_cr"
zpty -w z "PS1='' PROMPT='' RPROMPT=''; unsetopt zle_bracketed_paste 2>/dev/null; bindkey '^I' complete-word"
zpty -w z "fpath=(${(q)folder} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z "zstyle ':completion:*' list-grouped false; zstyle ':completion:*' insert-tab false"
zpty -w z "begin-marker() { print -r -- '<<'begin'>>' }; end-marker() { print -r -- '<<'end'>>'; exit }"
zpty -w z "compprefuncs=(begin-marker); comppostfuncs=(end-marker)"
zpty -w z 'compadd() {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  local -a hits descriptions
  local d
  if (( $@[(I)-d] )); then
    d=${@[$(( ${@[(i)-d]} + 1 ))]}
    if [[ $d == \(* ]]; then eval "descriptions=$d"; else descriptions=("${(@P)d}"); fi
  fi
  builtin compadd -A hits -D descriptions "$@"
  local i
  for (( i = 1; i <= $#hits; i++ )); do
    if (( $#descriptions >= i )); then print -r -- "match: $hits[$i] -- ${${descriptions[$i]##$hits[$i] #}#-- }"
    else print -r -- "match: $hits[$i]"; fi
  done
  builtin compadd "$@"
}'
zpty -w z "cd ${(q)PWD}"
zpty -n -w z "$line"$'\t'
output=''
while zpty -r z chunk; do
  output+=$chunk
  [[ $output == *'<<end>>'* ]] && break
done
zpty -d z
output=${output//$'\r'/}
output=${output#*'<<begin>>'$'\n'}
output=${output%%'<<end>>'*}
print -rn -- "$output"
